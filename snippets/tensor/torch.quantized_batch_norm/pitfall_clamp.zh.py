import torch

x = torch.tensor([[[[1.0, -2.0], [3.0, 0.5]]]])
qx = torch.quantize_per_tensor(x, scale=0.05, zero_point=128, dtype=torch.quint8)
weight, bias = torch.ones(1), torch.zeros(1)
mean, var = torch.tensor([0.5]), torch.tensor([2.0])

# quint8 上 output_zero_point=0 表示不留负数的空间；scale 0.005 最大只能表示 1.275
qy = torch.quantized_batch_norm(qx, weight, bias, mean, var, 1e-5, 0.005, 0)
print(qy.dequantize().flatten())  # 负数变成 0，1.77 变成 1.275

qy = torch.quantized_batch_norm(qx, weight, bias, mean, var, 1e-5, 0.05, 128)
print(qy.dequantize().flatten())
