import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.randn(2, 3, dtype=torch.float64, device=device, requires_grad=True)

z = torch.zeros_like(x)              # shape, dtype and device of x
print(z.shape, z.dtype, z.device == x.device, z.requires_grad)

print(torch.ones_like(x, dtype=torch.bool))    # override the dtype
print(torch.full_like(x, 0.5).dtype)           # any fill value
buf = torch.empty_like(x)                      # allocated, not initialized
print(buf.shape)

# strides follow the input (preserve_format)
t = torch.zeros(2, 3).t()
print(torch.zeros_like(t).stride(), torch.zeros_like(t, memory_format=torch.contiguous_format).stride())
