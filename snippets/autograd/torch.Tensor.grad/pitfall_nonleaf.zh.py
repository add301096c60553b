import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 2                                # 中间结果，不是叶子张量
(h ** 2).sum().backward()
print(x.grad)                            # 叶子张量得到了梯度
print(h.grad)                            # None，并给出 UserWarning
