import torch
import torch.multiprocessing as mp


def consumer(queue, done):
    x = queue.get()  # a CUDA tensor shared from the producer
    print("consumer got", x.sum().item())
    del x  # release it, so that the producer may free the memory
    done.set()


if __name__ == "__main__":
    if torch.cuda.is_available():
        ctx = mp.get_context("spawn")
        queue, done = ctx.Queue(), ctx.Event()
        proc = ctx.Process(target=consumer, args=(queue, done))
        proc.start()
        t = torch.ones(1000, device="cuda")
        queue.put(t)
        done.wait()
        del t
        torch.cuda.ipc_collect()  # producer side: free blocks that consumers no longer use
        proc.join()
        print("collected")
    else:
        print("no CUDA device: CUDA IPC needs a GPU")
