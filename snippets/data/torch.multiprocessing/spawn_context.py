import torch
import torch.multiprocessing as mp


def square(t, out_queue):
    out_queue.put((t ** 2).sum().item())


def main():
    ctx = mp.get_context("spawn")  # a private context: does not touch the global start method
    q = ctx.Queue()
    p = ctx.Process(target=square, args=(torch.arange(4.0), q))
    p.start()
    print(q.get(timeout=60))
    p.join()
    print(p.exitcode)


if __name__ == "__main__":  # the child re-imports this file; the guard stops it from re-running main()
    main()
