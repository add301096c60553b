import torch

activations = torch.tensor([-1.0, 0.0, 0.26, 1.0, 3.0])

# 实际值 = (存储的整数 - zero_point) * scale
q = torch.quantize_per_tensor(activations, scale=0.1, zero_point=10, dtype=torch.quint8)
print(q.dtype, q.q_scale(), q.q_zero_point())
print(q.int_repr())            # 存储的 uint8 值

restored = q.dequantize()      # 转回 float32
print(restored)                # 0.26 还原成了 0.3：被舍入到 scale 的整数倍
print(torch.dequantize(q).dtype)
print((restored - activations).abs().max() <= 0.05)  # 在范围内误差至多为 scale / 2
