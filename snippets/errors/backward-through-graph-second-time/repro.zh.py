import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 1.0, 2.0], device=device, requires_grad=True)
loss = x.exp().sum()  # exp() 为反向传播保存了自己的输出

loss.backward()  # 释放已保存的输出
print(x.grad)
loss.backward()  # 第二次遍历同一张图：保存的张量已经没了
