import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[2.0, 1.0], [0.0, 3.0]], device=device, requires_grad=True)
targets = torch.tensor([0, 0], device=device)

pred = logits.argmax(dim=1)
print(pred.requires_grad, pred.grad_fn)  # 整数索引：背后没有计算图
accuracy = (pred == targets).float().mean()
print(accuracy.item())
accuracy.backward()
