import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)

loss = torch.nan_to_num(torch.log(x - 1)).sum()  # log(0) = -inf，在前向传播中被替换
loss.backward()

print(loss)
print(x.grad)  # 反向传播仍然会除以零
