import torch
import torch.nn.functional as F

x = torch.tensor([[[[1.0, -2.0], [3.0, 0.5]]], [[[0.0, 2.0], [-1.0, 1.5]]]])  # N=2，C=1，H=W=2
qx = torch.quantize_per_tensor(x, scale=0.05, zero_point=128, dtype=torch.quint8)

weight, bias = torch.ones(1), torch.zeros(1)
mean, var = torch.tensor([0.5]), torch.tensor([2.0])  # 训练时得到的滑动统计量

# 依次是 eps、量化输出的 scale 和 zero point
qy = torch.quantized_batch_norm(qx, weight, bias, mean, var, 1e-5, 0.05, 128)
print(qy.dtype, qy.q_scale(), qy.q_zero_point())
print(qy.dequantize().flatten())
print(F.batch_norm(x, mean, var, weight, bias, eps=1e-5).flatten())  # 浮点参考值
