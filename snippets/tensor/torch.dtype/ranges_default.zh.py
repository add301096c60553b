import torch

f16 = torch.finfo(torch.float16)
print(f16.max, f16.eps, f16.tiny)          # 最大值、1.0 与下一个可表示数之差、最小正规数
print(torch.finfo(torch.bfloat16).max)     # 用 16 位表示 float32 的范围
print(torch.iinfo(torch.int32).max, torch.iinfo(torch.uint8).min)
print(torch.finfo().dtype)                 # 不传参数：默认浮点数据类型

print(torch.get_default_dtype(), torch.tensor([1.5]).dtype)
torch.set_default_dtype(torch.float64)     # 只影响新建的浮点张量
print(torch.tensor([1.5]).dtype, torch.zeros(1).dtype, torch.tensor([1]).dtype)
torch.set_default_dtype(torch.float32)
