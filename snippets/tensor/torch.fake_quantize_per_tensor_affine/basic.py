import torch

x = torch.tensor([-1.0, 0.03, 0.26, 0.5, 2.0], requires_grad=True)

# int8-like grid: step 0.1, zero at 0, integers -8..7 (so the range is -0.8..0.7)
y = torch.fake_quantize_per_tensor_affine(x, 0.1, 0, -8, 7)
print(y)  # rounded to multiples of 0.1 and clamped, still float32

y.sum().backward()
print(x.grad)  # straight-through: 1 inside the range, 0 where the value was clamped

# Per channel: one scale and zero point per slice along axis (int32 zero points).
w = torch.tensor([[0.12, -0.5], [1.3, 2.0]])
scale = torch.tensor([0.1, 0.5])
zero_point = torch.zeros(2, dtype=torch.int32)
print(torch.fake_quantize_per_channel_affine(w, scale, zero_point, 0, -128, 127))
