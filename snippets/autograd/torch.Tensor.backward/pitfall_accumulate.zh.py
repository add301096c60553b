import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
for step in range(3):
    loss = (w * w).sum()
    loss.backward()  # 两步之间没有清零
    print(step, w.grad)  # 不断增长：2w、4w、6w
