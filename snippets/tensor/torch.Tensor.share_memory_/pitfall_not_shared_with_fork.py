import torch
import torch.multiprocessing as mp


def count(counts):
    counts += 1


if __name__ == "__main__":
    counts = torch.zeros(3)  # share_memory_() forgotten
    worker = mp.get_context("fork").Process(target=count, args=(counts,))
    worker.start()
    worker.join()
    print(counts)  # still zeros: the worker changed its own copy
