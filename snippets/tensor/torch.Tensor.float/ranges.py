import torch

big = torch.tensor([70000.0, 1e-8])
print(big.half())        # float16: overflows to inf, tiny values flush to 0
print(big.bfloat16())    # bfloat16: float32's range, fewer digits

print(torch.tensor(16777217).float().long())   # float32 cannot hold every int above 2**24
print(torch.tensor([-1, 256]).byte())          # integer -> uint8 wraps modulo 256
