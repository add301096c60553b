import torch

for dtype in (torch.float32, torch.bfloat16, torch.int64, torch.bool, torch.complex64):
    t = torch.zeros(1, dtype=dtype)
    print(dtype, t.is_floating_point(), t.is_complex())

# a typical use: cast only floating buffers, leave integer ones alone
state = {"weight": torch.ones(2), "steps": torch.tensor(10)}
half = {k: v.half() if v.is_floating_point() else v for k, v in state.items()}
print({k: v.dtype for k, v in half.items()})

print(torch.is_floating_point(torch.ones(1)))   # function form
print(torch.float16.is_floating_point)          # for a dtype, use its attribute
