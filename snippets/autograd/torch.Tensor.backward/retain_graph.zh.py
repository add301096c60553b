import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
loss = (w ** 2).sum()

loss.backward(retain_graph=True)  # 保留已保存的张量，供第二次反向传播使用
print(w.grad)
loss.backward()  # 可以运行，并累加到已有的 .grad 上
print(w.grad)

# 用 `inputs` 只为部分叶子张量计算梯度
a = torch.tensor(1.0, device=device, requires_grad=True)
b = torch.tensor(2.0, device=device, requires_grad=True)
(a * b).backward(inputs=[a])
print(a.grad, b.grad)
