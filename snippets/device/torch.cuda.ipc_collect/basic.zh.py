import torch
import torch.multiprocessing as mp


def consumer(queue, done):
    x = queue.get()  # 生产者共享过来的 CUDA 张量
    print("consumer got", x.sum().item())
    del x  # 释放它，生产者才能回收这块显存
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
        torch.cuda.ipc_collect()  # 生产者一侧：回收消费者已不再使用的显存块
        proc.join()
        print("collected")
    else:
        print("no CUDA device: CUDA IPC needs a GPU")
