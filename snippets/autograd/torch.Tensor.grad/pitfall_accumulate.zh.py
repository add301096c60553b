import torch

w = torch.tensor([1.0], requires_grad=True)
for step in range(3):
    loss = (3 * w).sum()
    loss.backward()                      # 每次都往 w.grad 上再加 3
    print(step, w.grad)

w.grad = None                            # 下一次 backward 之前先清空
(3 * w).sum().backward()
print(w.grad)
