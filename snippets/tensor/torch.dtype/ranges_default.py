import torch

f16 = torch.finfo(torch.float16)
print(f16.max, f16.eps, f16.tiny)          # largest, step above 1.0, smallest normal
print(torch.finfo(torch.bfloat16).max)     # float32's range in 16 bits
print(torch.iinfo(torch.int32).max, torch.iinfo(torch.uint8).min)
print(torch.finfo().dtype)                 # no argument: the default float dtype

print(torch.get_default_dtype(), torch.tensor([1.5]).dtype)
torch.set_default_dtype(torch.float64)     # affects new float tensors only
print(torch.tensor([1.5]).dtype, torch.zeros(1).dtype, torch.tensor([1]).dtype)
torch.set_default_dtype(torch.float32)
