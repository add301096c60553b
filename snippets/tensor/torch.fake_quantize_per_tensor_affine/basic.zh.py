import torch

x = torch.tensor([-1.0, 0.03, 0.26, 0.5, 2.0], requires_grad=True)

# 类似 int8 的网格：步长 0.1，零点为 0，整数范围 -8..7（对应 -0.8..0.7）
y = torch.fake_quantize_per_tensor_affine(x, 0.1, 0, -8, 7)
print(y)  # 舍入到 0.1 的倍数并截断，dtype 仍是 float32

y.sum().backward()
print(x.grad)  # 直通估计：范围内梯度为 1，被截断处为 0

# 逐通道：沿 axis 的每个切片各有一个 scale 和零点（零点为 int32）。
w = torch.tensor([[0.12, -0.5], [1.3, 2.0]])
scale = torch.tensor([0.1, 0.5])
zero_point = torch.zeros(2, dtype=torch.int32)
print(torch.fake_quantize_per_channel_affine(w, scale, zero_point, 0, -128, 127))
