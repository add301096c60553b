import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

scaler = torch.amp.GradScaler(device.type, init_scale=1024.0)
loss = torch.tensor(0.5, device=device, requires_grad=True)

scaled = scaler.scale(loss)
print(scaled.item(), scaled.grad_fn is not None)  # 0.5 * 1024，仍然可求导

# 一次放大多个损失（例如两个优化器 / 两个输出头）
a, b = scaler.scale([torch.tensor(1.0, device=device), torch.tensor(2.0, device=device)])
print(a.item(), b.item())

scaled.backward()
print(loss.grad.item())  # 梯度也被放大了同样的倍数
