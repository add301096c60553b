import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 3
loss = (h ** 2).sum()
loss.backward(retain_graph=True)
h.retain_grad()                          # 对已经完成的那次反向传播来说太晚了
print(h.grad)                            # None，而且这次没有警告

loss.backward()                          # 只有之后的反向传播会被保留
print(h.grad)
