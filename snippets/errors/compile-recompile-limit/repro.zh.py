import torch
import torch._dynamo

torch._dynamo.config.recompile_limit = 3  # 默认值是 8；这里调小，让代码片段短一些
compiled_graphs = 0


def counting_backend(gm, example_inputs):
    global compiled_graphs
    compiled_graphs += 1
    return gm.forward


def mean_pool(tokens):
    return tokens.mean(dim=1)


pool = torch.compile(mean_pool, backend=counting_backend, dynamic=False)  # 每个形状都是常量
for length in range(3, 9):  # 变长批次
    pool(torch.ones(2, length, 4))
# 每个长度一张图，直到达到上限：随后记录一条警告，其余调用以 eager 模式运行。
print("graphs compiled:", compiled_graphs, "calls:", 6)
