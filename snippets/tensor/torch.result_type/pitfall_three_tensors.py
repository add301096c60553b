import functools

import torch

a = torch.ones(2, dtype=torch.int32)
b = torch.ones(2, dtype=torch.float16)
c = torch.ones(2, dtype=torch.float32)
print(functools.reduce(torch.promote_types, [a.dtype, b.dtype, c.dtype]))
torch.result_type(a, b, c)
