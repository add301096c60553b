import torch

print(torch.can_cast(torch.int64, torch.float32))  # 类别升高：允许
print(torch.can_cast(torch.float32, torch.int32))  # 浮点转整数：不允许
print(torch.can_cast(torch.float64, torch.float16))  # 同一类别、精度变低：允许
print(torch.can_cast(torch.complex64, torch.float64))  # 复数转实数：不允许

# 原地操作遵循的规则：结果类型必须能转换为张量自身的数据类型
x = torch.tensor([1, 2, 3])
result = torch.result_type(x, 0.5)
print(result, torch.can_cast(result, x.dtype))
