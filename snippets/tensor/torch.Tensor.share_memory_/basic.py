import torch
import torch.multiprocessing as mp


def count(counts):
    counts += 1  # in place: writes into the shared memory


if __name__ == "__main__":
    counts = torch.zeros(3)
    view = counts[1:]
    print(counts.is_shared())
    print(counts.share_memory_() is counts)  # in place, returns the tensor itself
    print(counts.is_shared(), view.is_shared())  # views of it are shared too

    worker = mp.get_context("fork").Process(target=count, args=(counts,))
    worker.start()
    worker.join()
    print(counts)  # the worker's change is visible here
