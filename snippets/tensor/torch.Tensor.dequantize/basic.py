import torch

activations = torch.tensor([-1.0, 0.0, 0.26, 1.0, 3.0])

# real value = (stored integer - zero_point) * scale
q = torch.quantize_per_tensor(activations, scale=0.1, zero_point=10, dtype=torch.quint8)
print(q.dtype, q.q_scale(), q.q_zero_point())
print(q.int_repr())            # the stored uint8 values

restored = q.dequantize()      # back to float32
print(restored)                # 0.26 came back as 0.3: rounded to a multiple of scale
print(torch.dequantize(q).dtype)
print((restored - activations).abs().max() <= 0.05)  # error at most scale / 2 inside the range
