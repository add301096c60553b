import torch

w = torch.tensor([0.26, -0.4, 1.0], requires_grad=True)

w_q = torch.quantize_per_tensor(w, 0.1, 0, torch.qint8).dequantize()
print(w_q.requires_grad)       # 计算图在 quantize_per_tensor 处断开

w_q.sum().backward()
