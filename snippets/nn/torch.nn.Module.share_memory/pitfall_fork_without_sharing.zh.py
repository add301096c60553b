import torch
import torch.multiprocessing as mp
from torch import nn


def train(model):
    with torch.no_grad():
        model.weight.add_(1.0)


if __name__ == "__main__":
    model = nn.Linear(1, 1, bias=False)
    nn.init.zeros_(model.weight)  # 忘了调用 share_memory()

    p = mp.get_context("fork").Process(target=train, args=(model,))
    p.start()
    p.join()
    print(model.weight.item())  # 子进程只改了它自己的副本
