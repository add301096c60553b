import torch

x = torch.tensor([1.0001, 2.0], dtype=torch.float16)
scale = torch.tensor(1.0001, dtype=torch.float64)  # 零维张量，例如 .sum() 的结果
print(torch.result_type(x, scale), (x * scale).dtype)  # 是 float16，不是 float64
print(torch.promote_types(x.dtype, scale.dtype))
print(torch.result_type(x, scale.reshape(1)))  # 有了一个维度，它就参与类型提升
