import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
loss = (x * x).sum()
loss.backward()
loss.backward()  # 已保存的张量在第一次调用时就被释放了
