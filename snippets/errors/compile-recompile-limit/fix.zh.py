import torch
import torch._dynamo

torch._dynamo.config.recompile_limit = 3
compiled_graphs = 0


def counting_backend(gm, example_inputs):
    global compiled_graphs
    compiled_graphs += 1
    return gm.forward


def mean_pool(tokens):
    return tokens.mean(dim=1)


pool = torch.compile(mean_pool, backend=counting_backend)  # dynamic=None：尺寸一旦变化就转为动态
for length in range(3, 9):
    pool(torch.ones(2, length, 4))
print("graphs compiled:", compiled_graphs, "calls:", 6)  # 先是第一个形状，之后是一张动态图
