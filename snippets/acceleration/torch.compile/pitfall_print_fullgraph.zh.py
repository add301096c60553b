import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def step(x):
    print("debug:", x.shape)  # Python 副作用：Dynamo 无法把它放进图里
    return x.relu() * 2


# 不加 fullgraph=True 时，这里会悄悄拆成两张图（即“图中断”）。
torch.compile(step, backend="eager", fullgraph=True)(torch.ones(2, device=device))
