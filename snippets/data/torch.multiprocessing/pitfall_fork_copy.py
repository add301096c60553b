import torch
import torch.multiprocessing as mp


def worker(t):
    t += 1  # modifies the child's copy-on-write copy


if __name__ == "__main__":
    ctx = mp.get_context("fork")
    t = torch.zeros(2)  # not in shared memory
    p = ctx.Process(target=worker, args=(t,))
    p.start()
    p.join()
    print(t, t.is_shared())  # the parent never sees the update

    t.share_memory_()
    p = ctx.Process(target=worker, args=(t,))
    p.start()
    p.join()
    print(t, t.is_shared())
