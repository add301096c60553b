import torch
import torch.multiprocessing as mp


def count(counts):
    counts += 1


if __name__ == "__main__":
    counts = torch.zeros(3)  # 忘了调用 share_memory_()
    worker = mp.get_context("fork").Process(target=count, args=(counts,))
    worker.start()
    worker.join()
    print(counts)  # 仍然是 0：子进程改的是自己的副本
