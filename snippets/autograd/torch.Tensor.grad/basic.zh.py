import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)   # 叶子张量：由用户直接创建
print(w.is_leaf, w.grad)                           # .grad 初始为 None

loss = (w ** 2).sum()
loss.backward()
print(w.grad)                                      # d(loss)/dw = 2w

h = w * 3                                          # 运算的结果
print(h.is_leaf, torch.ones(2).is_leaf)            # 不是叶子；不需要梯度的张量都算叶子

w.grad = None                                      # 清空，与 optimizer.zero_grad() 的做法相同
w.grad = torch.full((2,), 0.5)                     # 也可以手动赋值：形状和数据类型要一致
print(w.grad)
