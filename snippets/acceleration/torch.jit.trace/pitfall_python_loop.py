import torch


def weight_rows(x):
    rows = []
    for i in range(x.shape[0]):  # the loop runs twice during tracing
        rows.append(x[i] * i)
    return torch.stack(rows)


traced = torch.jit.trace(weight_rows, torch.ones(2, 3))
x = torch.ones(4, 3)
print("eager: ", tuple(weight_rows(x).shape))
print("traced:", tuple(traced(x).shape))  # no error, no warning
