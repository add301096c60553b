import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 3                                # 中间结果
h.retain_grad()                          # 让 backward 保留它的梯度
loss = (h ** 2).sum()
loss.backward()
print(h.grad)                            # d(loss)/dh = 2h
print(x.grad)                            # 叶子张量照常得到梯度
print(h.retains_grad, x.retains_grad)    # 这个标志只会在非叶子张量上为 True
