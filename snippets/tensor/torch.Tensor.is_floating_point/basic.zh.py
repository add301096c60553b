import torch

for dtype in (torch.float32, torch.bfloat16, torch.int64, torch.bool, torch.complex64):
    t = torch.zeros(1, dtype=dtype)
    print(dtype, t.is_floating_point(), t.is_complex())

# 典型用法：只转换浮点缓冲区，整数缓冲区保持不变
state = {"weight": torch.ones(2), "steps": torch.tensor(10)}
half = {k: v.half() if v.is_floating_point() else v for k, v in state.items()}
print({k: v.dtype for k, v in half.items()})

print(torch.is_floating_point(torch.ones(1)))   # 函数形式
print(torch.float16.is_floating_point)          # 对 dtype 则使用它的属性
