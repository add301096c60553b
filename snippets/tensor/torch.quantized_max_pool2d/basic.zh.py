import torch
import torch.nn.functional as F

x = torch.arange(16.0).reshape(1, 1, 4, 4) / 4  # N=1，C=1，4 x 4
qx = torch.quantize_per_tensor(x, scale=0.25, zero_point=0, dtype=torch.quint8)

qy = torch.quantized_max_pool2d(qx, kernel_size=[2, 2])  # stride 默认等于窗口大小
print(qy.int_repr())  # 每个窗口内存储整数的最大值
print(qy.q_scale(), qy.q_zero_point())  # 量化参数与输入相同

# 一维形式，输入为 (C, L) 或 (N, C, L)
q1 = torch.quantize_per_tensor(torch.tensor([[[1.0, 5.0, 2.0, 3.0]]]), 0.5, 0, torch.quint8)
print(torch.quantized_max_pool1d(q1, kernel_size=[2]).dequantize())

# 函数式 API 也接受量化张量，结果相同
print(torch.equal(F.max_pool2d(qx, 2).int_repr(), qy.int_repr()))
