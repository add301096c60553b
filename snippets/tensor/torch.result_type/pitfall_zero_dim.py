import torch

x = torch.tensor([1.0001, 2.0], dtype=torch.float16)
scale = torch.tensor(1.0001, dtype=torch.float64)  # a 0-dim tensor, e.g. from .sum()
print(torch.result_type(x, scale), (x * scale).dtype)  # float16, not float64
print(torch.promote_types(x.dtype, scale.dtype))
print(torch.result_type(x, scale.reshape(1)))  # with one dimension it takes part in promotion
