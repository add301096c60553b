import torch
import torch.nn.functional as F

x = torch.arange(16.0).reshape(1, 1, 4, 4) / 4  # N=1, C=1, 4 x 4
qx = torch.quantize_per_tensor(x, scale=0.25, zero_point=0, dtype=torch.quint8)

qy = torch.quantized_max_pool2d(qx, kernel_size=[2, 2])  # stride defaults to the kernel size
print(qy.int_repr())  # max of the stored integers in each window
print(qy.q_scale(), qy.q_zero_point())  # same quantization as the input

# 1-D form on a (C, L) or (N, C, L) tensor
q1 = torch.quantize_per_tensor(torch.tensor([[[1.0, 5.0, 2.0, 3.0]]]), 0.5, 0, torch.quint8)
print(torch.quantized_max_pool1d(q1, kernel_size=[2]).dequantize())

# The functional API takes quantized tensors too, with the same result
print(torch.equal(F.max_pool2d(qx, 2).int_repr(), qy.int_repr()))
