import torch
from torch.autograd.graph import region_activation_memory_budget, saved_tensors_hooks


def count_saved(fn, *args):
    # 执行前向和反向，统计为反向保存的张量个数
    saved = []
    with saved_tensors_hooks(lambda t: saved.append(t.shape) or t, lambda t: t):
        fn(*args).backward()
    return len(saved)


torch.manual_seed(0)
x = torch.randn(8, 8, requires_grad=True)
w = torch.randn(8, 8, requires_grad=True)

for budget in (1.0, 0.0):
    torch._dynamo.reset()  # 每个预算都重新编译

    def block(x, w):
        with region_activation_memory_budget(budget):
            h = torch.relu(x @ w)
            h = torch.relu(h @ w)
            return (h @ w).sum()

    compiled = torch.compile(block, backend="aot_eager")
    # 1.0：保存默认策略会保存的激活；0.0：只保存输入
    print(budget, count_saved(compiled, x, w))
