import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def forward(t):
    for _ in range(4):
        t = torch.sin(t)  # 每个 sin 都为反向传播保存自己的输入
    return t.sum()


x = torch.randn(1024, 1024, device=device, requires_grad=True)  # 4 MiB
base = torch.cuda.memory_allocated()
loss = forward(x)
plain = torch.cuda.memory_allocated() - base
loss.backward()
del loss

base = torch.cuda.memory_allocated()
with torch.autograd.graph.save_on_cpu(pin_memory=True):
    loss = forward(x)
offloaded = torch.cuda.memory_allocated() - base
loss.backward()

print("GPU MiB held by the graph, plain:", plain // 2**20)
print("GPU MiB held by the graph, save_on_cpu:", offloaded // 2**20)
print(offloaded < plain)
