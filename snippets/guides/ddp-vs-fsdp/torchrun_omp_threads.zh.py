import os
import subprocess
import sys

# 代替 train.py：每个工作进程打印 torchrun 在其环境变量中设置的值；
# 整行一次写出，两个进程共用同一管道时各行才不会交错。
with open("worker.py", "w") as f:
    f.write('import os\nos.write(1, f\'{os.environ["LOCAL_RANK"]} {os.environ.get("OMP_NUM_THREADS")}\\n\'.encode())\n')


def launch(nproc, **env):
    env = {**{k: v for k, v in os.environ.items() if k != "OMP_NUM_THREADS"}, **env}
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={nproc}", "worker.py"]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
    return sorted(out.splitlines())


print("1 process, unset:  ", launch(1))                       # ['0 None']：torchrun 什么也没设
print("2 processes, unset:", launch(2))                       # ['0 1', '1 1']：被设为 1
print("2 processes, set 4:", launch(2, OMP_NUM_THREADS="4"))  # ['0 4', '1 4']：保留你设的值
