import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1)).to(device)
x = torch.randn(8, 4, device=device)

# 不使用钩子时的参考梯度
model(x).sum().backward()
ref = [p.grad.clone() for p in model.parameters()]
model.zero_grad()

# 为反向传播保存的激活值被打包到 CPU，在反向传播时再复制回来
with torch.autograd.graph.save_on_cpu(pin_memory=(device.type == "cuda")):
    loss = model(x).sum()
loss.backward()
print(all(torch.allclose(r, p.grad) for r, p in zip(ref, model.parameters())))
print(loss.device.type == device.type)
