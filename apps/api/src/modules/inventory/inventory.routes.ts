import { createRoute, z } from '@hono/zod-openapi';
import {
  brandSchema,
  categorySchema,
  createInventoryTagSchema,
  idQuerySchema,
  inventoryTagSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  updateInventoryTagSchema,
  updateProductSchema,
  vendorSchema,
} from '@rehearse/contracts/inventory';
import { INVALID_TOKEN, requireAuth } from '../../platform/auth';
import { bearerSecurity, errorContent, jsonBody, jsonContent } from '../../platform/openapi';
import { createCommonRouter } from '../../platform/router';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from './inventory-products.service';
import {
  createTag,
  deleteTag,
  listBrands,
  listCategories,
  listTags,
  listVendors,
  updateTag,
} from './inventory.service';

const base = { tags: ['Inventory'], security: bearerSecurity, middleware: requireAuth };
const unauthorized = errorContent(INVALID_TOKEN);
const invalid = errorContent('Invalid input, naming the field');
const trueContent = jsonContent(z.literal(true), 'Done');

const list = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    ...base,
    method: 'get',
    path,
    summary,
    responses: { 200: jsonContent(z.array(schema), summary), 401: unauthorized },
  });

const getCategories = list('/categories', categorySchema, 'The product categories');
const getBrands = list('/brands', brandSchema, 'The brands');
const getVendors = list('/vendors', vendorSchema, 'The vendors');
const getTags = list('/tags', inventoryTagSchema, 'The product tags, by title');

const getProducts = createRoute({
  ...base,
  method: 'get',
  path: '/products',
  summary: 'A page of products',
  description:
    'Defaults: sort name, order asc, page 1, size 10. `page` is a zero-based page index (so the ' +
    'default is the second page, as the original demo API had it); ' +
    'lastPage = max(ceil(length / size), 1); ' +
    'startIndex = page * size; endIndex = min(startIndex + size, length) - 1. A page past lastPage ' +
    'answers products null and only lastPage. Search: case-insensitive "contains" on name. sku, ' +
    'name and active sort as case-insensitive text, the other fields numerically; ties by id.',
  request: { query: productListQuerySchema },
  responses: { 200: jsonContent(productListSchema, 'The page'), 400: invalid, 401: unauthorized },
});
const getOneProduct = createRoute({
  ...base,
  method: 'get',
  path: '/product',
  summary: 'One product',
  request: { query: idQuerySchema },
  responses: {
    200: jsonContent(productSchema, 'The product'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No product with this id'),
  },
});
const postProduct = createRoute({
  ...base,
  method: 'post',
  path: '/product',
  summary: 'Create a blank product',
  description:
    "No body. Answers a new product named 'A New Product', inactive, with no tags or images; the " +
    'client shows it first. Lists stay in their sort order.',
  responses: { 200: jsonContent(productSchema, 'The new product'), 401: unauthorized },
});
const patchProduct = createRoute({
  ...base,
  method: 'patch',
  path: '/product',
  summary: 'Change a product',
  description:
    'Merges the given fields. price is basePrice plus taxPercent, recomputed by the server; a sent ' +
    'price is ignored. category, brand, vendor and tags must be ids of your own lists.',
  request: jsonBody(updateProductSchema),
  responses: {
    200: jsonContent(productSchema, 'The merged product'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No product with this id'),
  },
});
const removeProduct = createRoute({
  ...base,
  method: 'delete',
  path: '/product',
  summary: 'Delete a product',
  request: { query: idQuerySchema },
  responses: {
    200: trueContent,
    400: invalid,
    401: unauthorized,
    404: errorContent('No product with this id'),
  },
});
const postTag = createRoute({
  ...base,
  method: 'post',
  path: '/tag',
  summary: 'Create a product tag',
  request: jsonBody(createInventoryTagSchema),
  responses: {
    200: jsonContent(inventoryTagSchema, 'The tag with its new id'),
    400: invalid,
    401: unauthorized,
    409: errorContent('A tag with this title already exists'),
  },
});
const patchTag = createRoute({
  ...base,
  method: 'patch',
  path: '/tag',
  summary: 'Rename a product tag',
  request: jsonBody(updateInventoryTagSchema),
  responses: {
    200: jsonContent(inventoryTagSchema, 'The tag'),
    400: invalid,
    401: unauthorized,
    404: errorContent('No tag with this id'),
    409: errorContent('A tag with this title already exists'),
  },
});
const removeTag = createRoute({
  ...base,
  method: 'delete',
  path: '/tag',
  summary: 'Delete a product tag',
  description: 'Also removes it from every product carrying it, in the same transaction.',
  request: { query: idQuerySchema },
  responses: {
    200: trueContent,
    400: invalid,
    401: unauthorized,
    404: errorContent('No tag with this id'),
  },
});

export const inventoryRoutes = createCommonRouter()
  .openapi(getCategories, async (c) => c.json(await listCategories(c.var.db, c.var.user.id), 200))
  .openapi(getBrands, async (c) => c.json(await listBrands(c.var.db, c.var.user.id), 200))
  .openapi(getVendors, async (c) => c.json(await listVendors(c.var.db, c.var.user.id), 200))
  .openapi(getTags, async (c) => c.json(await listTags(c.var.db, c.var.user.id), 200))
  .openapi(getProducts, async (c) =>
    c.json(await listProducts(c.var.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .openapi(getOneProduct, async (c) =>
    c.json(await getProduct(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(postProduct, async (c) => c.json(await createProduct(c.var.db, c.var.user.id), 200))
  .openapi(patchProduct, async (c) => {
    const { id, product } = c.req.valid('json');
    return c.json(await updateProduct(c.var.db, c.var.user.id, id, product), 200);
  })
  .openapi(removeProduct, async (c) =>
    c.json(await deleteProduct(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  )
  .openapi(postTag, async (c) =>
    c.json(await createTag(c.var.db, c.var.user.id, c.req.valid('json').tag.title), 200),
  )
  .openapi(patchTag, async (c) => {
    const { id, tag } = c.req.valid('json');
    return c.json(await updateTag(c.var.db, c.var.user.id, id, tag.title), 200);
  })
  .openapi(removeTag, async (c) =>
    c.json(await deleteTag(c.var.db, c.var.user.id, c.req.valid('query').id), 200),
  );
