import torch


def weight_rows(x):
    rows = []
    for i in range(x.shape[0]):  # 追踪时这个循环只跑了两次
        rows.append(x[i] * i)
    return torch.stack(rows)


traced = torch.jit.trace(weight_rows, torch.ones(2, 3))
x = torch.ones(4, 3)
print("eager: ", tuple(weight_rows(x).shape))
print("traced:", tuple(traced(x).shape))  # 没有报错，也没有警告
