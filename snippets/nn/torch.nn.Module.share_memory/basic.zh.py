import torch
import torch.multiprocessing as mp
from torch import nn


def train(model):
    with torch.no_grad():
        model.weight.add_(1.0)  # 在子进程中原地更新


if __name__ == "__main__":
    model = nn.Linear(1, 1, bias=False)
    nn.init.zeros_(model.weight)
    model.share_memory()  # 参数和缓冲区移入共享内存
    print(model.weight.is_shared())

    p = mp.get_context("spawn").Process(target=train, args=(model,))
    p.start()
    p.join()
    print(model.weight.item())  # 父进程能看到子进程的更新
