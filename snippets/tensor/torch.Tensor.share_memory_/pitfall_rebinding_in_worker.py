import torch
import torch.multiprocessing as mp


def count(counts):
    counts = counts + 1  # a new tensor in the worker's memory, bound to the local name


if __name__ == "__main__":
    counts = torch.zeros(3).share_memory_()
    worker = mp.get_context("fork").Process(target=count, args=(counts,))
    worker.start()
    worker.join()
    print(counts)
