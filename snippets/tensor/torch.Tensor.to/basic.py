import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(4)                                   # int64, on the CPU

y = x.to(device)                                      # device only
z = x.to(torch.float32)                               # dtype only
w = x.to(device, torch.float16)                       # both at once
v = x.to(device=device, dtype=torch.float64)          # keyword form
u = x.to(torch.ones(1, dtype=torch.bfloat16, device=device))   # match another tensor

for t in (y, z, w, v, u):
    print(t.dtype, t.device.type)

# when nothing changes, .to() returns self; copy=True forces a new tensor
print(x.to(x.dtype) is x, x.to(x.dtype, copy=True) is x)
