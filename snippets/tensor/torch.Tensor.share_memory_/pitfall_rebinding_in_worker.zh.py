import torch
import torch.multiprocessing as mp


def count(counts):
    counts = counts + 1  # 在子进程内存里新建的张量，只绑定到局部变量名


if __name__ == "__main__":
    counts = torch.zeros(3).share_memory_()
    worker = mp.get_context("fork").Process(target=count, args=(counts,))
    worker.start()
    worker.join()
    print(counts)
